import { getFormatter } from "next-intl/server";
import { contentRoute } from "@/components/content/content-route";
import { listContent } from "@/lib/db/content";
import { buildPath } from "@/lib/i18n/resolve";

const route = contentRoute("/Blog/", "/blog", async (locale) => {
  const [posts, format] = await Promise.all([listContent("BLOG_POST", locale), getFormatter({ locale })]);
  return (
    <ul className="mt-8 space-y-6">
      {posts.map((post) => (
        <li key={post.key} className="rounded-lg border border-brand-100 bg-white p-5">
          <h2 className="text-xl font-semibold text-brand-900">
            <a
              className="underline-offset-2 hover:underline"
              href={buildPath("/blog/[slug]", locale, { slug: post.slug })}
            >
              {post.title}
            </a>
          </h2>
          <p className="text-sm text-slate-600">
            <time dateTime={post.publishedAt}>
              {format.dateTime(new Date(post.publishedAt), { dateStyle: "long" })}
            </time>
          </p>
          <p className="mt-2 text-slate-800">{post.description}</p>
        </li>
      ))}
    </ul>
  );
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
