import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid items-center gap-8 motion-safe:animate-fade-down lg:grid-cols-2"
    >
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Thali</p>
        <h1 id="hero-title" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
          Your one stop destination for decilcious food
        </h1>
        <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">
          Biryani from Hyderabad, dosa from Bengaluru, butter chicken from Delhi: choose lunch or dinner from a broad
          selection of restaurants near you, pay in a tap, and follow your order to your door.
        </p>
        <AppLink href="/restaurants" className={buttonClasses("primary", "lg", "mt-8")}>
          Order Now <Icon name="arrow-right" className="h-5 w-5" />
        </AppLink>
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-xl">
        <Picture
          src="/images/hero.webp"
          alt="A table spread with biryani, curries, dosa and desserts"
          fill
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
    </section>
  );
}
