import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-set";

type Point = { icon: IconName; title: string; text: string };

const COMMITMENTS: Point[] = [
  {
    icon: "mouse-pointer-click",
    title: "Seamless ordering",
    text: "From craving to checkout in a few taps, with clear prices and no surprises at the end.",
  },
  {
    icon: "store",
    title: "Supporting local restaurants",
    text: "We help neighbourhood kitchens reach new customers and grow on their own terms.",
  },
  {
    icon: "rocket",
    title: "Quick, reliable delivery",
    text: "Hot food at your door, with an honest estimate and live status from kitchen to doorstep.",
  },
  {
    icon: "salad",
    title: "Diverse culinary options",
    text: "Biryani, dosa, momos, pizza and kulfi: every cuisine you love, in one place.",
  },
];

const REASONS: Point[] = [
  {
    icon: "utensils",
    title: "Wide selection",
    text: "Restaurants across India's cities and cuisines, from street food to fine dining.",
  },
  { icon: "clock", title: "Fast delivery", text: "Most orders arrive in 30 to 45 minutes." },
  { icon: "heart", title: "Easy to use", text: "Favourites, one-tap reorder and a cart that remembers you." },
  {
    icon: "headset",
    title: "Customer support",
    text: "Real people ready to help with any order, every day of the week.",
  },
];

function PointGrid({ points }: Readonly<{ points: Point[] }>) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {points.map(({ icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon name={icon} className="h-5 w-5" />
          </span>
          <div>
            <h3 className="font-bold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl motion-safe:animate-fade-down">
      <h1 className="text-3xl font-extrabold sm:text-4xl">About Thali</h1>
      <section aria-labelledby="story" className="mt-8">
        <h2 id="story" className="text-2xl font-bold">
          Our story
        </h2>
        <p className="mt-3 leading-relaxed text-muted">
          Thali began with a simple idea: the best meal of your day should be one tap away. A thali brings many dishes
          together on one plate; we bring the restaurants of your city together in one app, so lunch at your desk and
          dinner at home taste as good as a meal out.
        </p>
      </section>
      <section aria-labelledby="mission" className="mt-12">
        <h2 id="mission" className="text-2xl font-bold">
          Our mission
        </h2>
        <PointGrid points={COMMITMENTS} />
      </section>
      <section aria-labelledby="why" className="mt-12">
        <h2 id="why" className="text-2xl font-bold">
          Why choose us
        </h2>
        <PointGrid points={REASONS} />
      </section>
    </div>
  );
}
