/** Customers and their companies (docs/requirements.md#customers-companies-and-provider-accounts). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { NoData, trimmedText } from '../text-rules';
import {
  administrationPermissions as p,
  administrationRead,
  administrationWrite,
  ById,
  Id,
  listOf,
  Saved,
  searchText,
} from './common';

export const Customer = z.object({
  id: z.number().int(),
  name: z.string(),
  companyCount: z.number().int(),
  createdTime: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerListRequest = listOf({ name: searchText }, ['name', 'createdTime'] as const);
export const CustomerSaveRequest = z.object({ id: Id.optional(), name: trimmedText(64) });

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountCount: z.number().int(),
  createdTime: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompanyListRequest = listOf({ name: searchText, customerId: Id.optional() }, [
  'name',
  'createdTime',
] as const);
export const CompanySaveRequest = z.object({ id: Id.optional(), customerId: Id, name: trimmedText(64) });

export const customerEndpoints = {
  customerList: defineEndpoint({
    method: 'POST',
    path: '/system/customer/list',
    request: CustomerListRequest,
    response: z.array(Customer),
    ...administrationRead(p.customerList),
    summary: 'Customers with their number of companies; paged, searchable by name.',
  }),
  customerSave: defineEndpoint({
    method: 'POST',
    path: '/system/customer/save',
    request: CustomerSaveRequest,
    response: Saved,
    ...administrationWrite(p.customerEdit),
    summary: 'Creates or renames a customer.',
  }),
  customerDelete: defineEndpoint({
    method: 'POST',
    path: '/system/customer/delete',
    request: ById,
    response: NoData,
    ...administrationWrite(p.customerEdit),
    summary: 'Deletes a customer that has no companies.',
  }),
  companyList: defineEndpoint({
    method: 'POST',
    path: '/system/company/list',
    request: CompanyListRequest,
    response: z.array(Company),
    ...administrationRead(p.customerList),
    summary: 'Companies with their customer and number of provider accounts; paged.',
  }),
  companySave: defineEndpoint({
    method: 'POST',
    path: '/system/company/save',
    request: CompanySaveRequest,
    response: Saved,
    ...administrationWrite(p.customerEdit),
    summary: 'Creates or changes a company of a customer.',
  }),
  companyDelete: defineEndpoint({
    method: 'POST',
    path: '/system/company/delete',
    request: ById,
    response: NoData,
    ...administrationWrite(p.customerEdit),
    summary: 'Deletes a company that has no provider accounts.',
  }),
};
