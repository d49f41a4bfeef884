import {
  Bell,
  ChartBar,
  Circle,
  Download,
  House,
  Lock,
  MessageSquare,
  Rss,
  Search,
  Settings,
  SquarePen,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The route list's icon names (route meta `icon`) as pictures; decorative, the menu text names the entry. */
const icons: Record<string, LucideIcon> = {
  home: House,
  search: Search,
  feed: Rss,
  chart: ChartBar,
  download: Download,
  message: MessageSquare,
  edit: SquarePen,
  setting: Settings,
  peoples: Users,
  user: User,
  lock: Lock,
  bell: Bell,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && icons[name]) || Circle;
  return <Icon aria-hidden="true" className="size-[1.15em] shrink-0" />;
}
