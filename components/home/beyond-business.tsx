import { Picture } from "@/components/ui/picture";

const CARDS = [
  {
    image: "/images/beyond/feeding-india.webp",
    title: "Feeding India",
    text: "Our not-for-profit works to end hunger and malnutrition among underserved communities in India, with meals shared through partner kitchens every day.",
  },
  {
    image: "/images/beyond/net-zero.webp",
    title: "Net zero emissions",
    text: "Starting in FY24 we are on the way to net zero emissions across our delivery value chain, with electric fleets and greener kitchens.",
  },
  {
    image: "/images/beyond/plastic-waste.webp",
    title: "Reducing plastic waste",
    text: "Plastic-neutral deliveries: we collect and recycle more plastic than our orders use, and help restaurants switch to compostable packaging.",
  },
];

export function BeyondBusiness() {
  return (
    <section aria-labelledby="beyond-title" className="mt-16 motion-safe:animate-fade-down sm:mt-24">
      <h2 id="beyond-title" className="text-2xl font-extrabold sm:text-3xl">
        Beyond Business
      </h2>
      <p className="mt-3 max-w-3xl text-muted">
        Good food should do good too. Every order you place supports the work we do for the communities we serve and the
        planet we share.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            <div className="relative aspect-[8/5]">
              <Picture src={card.image} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />
            </div>
            <div className="p-5">
              <h3 className="text-lg font-bold">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
