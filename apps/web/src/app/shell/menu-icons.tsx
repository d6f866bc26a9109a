// MenuGroup.icon names of core → Tabler icons.
import {
  IconBuildingBank,
  IconCash,
  IconChecklist,
  IconCircleCheck,
  IconClipboardList,
  IconDashboard,
  IconDatabase,
  IconDiamond,
  IconDots,
  IconFlame,
  IconId,
  IconPoint,
  IconReceipt,
  IconReport,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconTruck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Readonly<Record<string, Icon>> = {
  dashboard: IconDashboard,
  database: IconDatabase,
  flame: IconFlame,
  clipboard: IconClipboardList,
  diamond: IconDiamond,
  truck: IconTruck,
  users: IconUsers,
  checklist: IconChecklist,
  check: IconCircleCheck,
  cash: IconCash,
  shopping: IconShoppingCart,
  tool: IconTool,
  receipt: IconReceipt,
  'building-bank': IconBuildingBank,
  id: IconId,
  settings: IconSettings,
  report: IconReport,
  dots: IconDots,
};

export function MenuIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconPoint;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
