import type {
  ContentDetail,
  ContentImage,
  ContentPreview,
  ContentSummary,
  ContentVersion,
  ContentVersionSummary,
} from '@portail/domain';

/** The JSON of the `AdminContent…` schemas (openapi); dates as ISO 8601 instants. Checked by VALIDATE_RESPONSES. */
type Wire = Record<string, unknown>;

export function summaryToWire(item: ContentSummary): Wire {
  return {
    id: item.id,
    name: item.name,
    itemName: item.itemName,
    kind: item.kind,
    title: item.title,
    version: item.version,
    published: item.published,
    draftPending: item.draftPending,
    cookieName: item.cookieName,
    updatedAt: item.updatedAt?.toISOString() ?? null,
    updatedBy: item.updatedBy,
  };
}

export function contentToWire(item: ContentDetail): Wire {
  return {
    ...summaryToWire(item),
    draft: { title: item.draft.title, content: item.draft.content },
    live:
      item.live === null
        ? null
        : {
            title: item.live.title,
            content: item.live.content,
            number: item.live.number,
            publishedAt: item.live.publishedAt.toISOString(),
            publishedBy: item.live.publishedBy,
          },
  };
}

export function versionSummaryToWire(version: ContentVersionSummary): Wire {
  return {
    number: version.number,
    title: version.title,
    publishedAt: version.publishedAt.toISOString(),
    publishedBy: version.publishedBy,
    length: version.length,
  };
}

export function versionToWire(version: ContentVersion): Wire {
  return { ...versionSummaryToWire(version), content: version.content };
}

export function previewToWire(preview: ContentPreview): Wire {
  return { ...preview };
}

export function imageToWire(image: ContentImage): Wire {
  return { ...image };
}
