import { Card, Flex, Typography } from 'antd';
import { ARTICLES } from '../articles';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export function BlogsPage() {
  return (
    <div className="app-page">
      <PageTitle>Blogs</PageTitle>
      <Typography.Title level={1}>Blogs</Typography.Title>
      <Flex vertical gap={24}>
        {ARTICLES.map((article) => (
          <Card key={article.id}>
            <article aria-labelledby={`blog-${article.id}`}>
              <Typography.Title level={2} id={`blog-${article.id}`} style={{ fontSize: 22 }}>
                {article.question}
              </Typography.Title>
              {article.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Typography.Paragraph>
              ))}
            </article>
          </Card>
        ))}
      </Flex>
    </div>
  );
}
