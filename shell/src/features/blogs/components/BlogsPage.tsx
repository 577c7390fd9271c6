import { ARTICLES } from '../articles';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

/** /blogs: advice articles for buyers and sellers, each under its own anchor. */
export function BlogsPage() {
  return (
    <div className="app-page app-prose">
      <PageTitle>Blogs</PageTitle>
      <h1>Blogs</h1>
      <p>Advice from the UsedCars team on buying and selling a used car.</p>
      <nav aria-label="Articles" className="app-prose-toc">
        <ul>
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {ARTICLES.map((article) => (
        <article
          key={article.id}
          id={article.id}
          className="app-prose-card"
          aria-labelledby={`blog-${article.id}`}
        >
          <h2 id={`blog-${article.id}`}>{article.title}</h2>
          <p className="app-prose-summary">{article.summary}</p>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {article.checklist ? (
            <>
              <h3>Checklist</h3>
              <ul>
                {article.checklist.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
        </article>
      ))}
    </div>
  );
}
