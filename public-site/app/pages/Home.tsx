import { AboutSection } from '../sections/About.js';
import { ApplySection } from '../sections/Apply.js';
import { CommunitySection } from '../sections/Community.js';
import { CreatorsSection } from '../sections/Creators.js';
import { FaqSection } from '../sections/Faq.js';
import { HeroSection } from '../sections/Hero.js';
import { HighlightsSection } from '../sections/Highlights.js';
import { NewsletterSection } from '../sections/Newsletter.js';
import { ScheduleSection } from '../sections/Schedule.js';
import { StreamingRoomSection } from '../sections/StreamingRoom.js';
import { TestimonialsSection } from '../sections/Testimonials.js';

/** The landing page: its sections in the spec's order, each with its anchor id, then the newsletter. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ScheduleSection />
      <CommunitySection />
      <HighlightsSection />
      <CreatorsSection />
      <TestimonialsSection />
      <StreamingRoomSection />
      <FaqSection />
      <ApplySection />
      {/* Only while the newsletter is offered; after the application form, before the footer. */}
      <NewsletterSection />
    </>
  );
}
