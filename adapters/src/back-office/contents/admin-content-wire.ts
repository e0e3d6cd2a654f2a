import type {
  ContentDetail,
  ContentImage,
  ContentPreview,
  ContentSummary,
  ContentVersion,
  ContentVersionSummary,
} from '@portail/domain';
import type { components } from '../../generated/portal-api.ts';

type Schemas = components['schemas'];

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

export function toContentSummary(wire: Schemas['AdminContentSummary']): ContentSummary {
  return {
    id: wire.id,
    name: wire.name,
    itemName: wire.itemName,
    kind: wire.kind,
    title: wire.title,
    version: wire.version,
    published: wire.published,
    draftPending: wire.draftPending,
    cookieName: wire.cookieName,
    updatedAt: date(wire.updatedAt),
    updatedBy: wire.updatedBy,
  };
}

export function toContentDetail(wire: Schemas['AdminContent']): ContentDetail {
  const live = wire.live;
  return {
    ...toContentSummary(wire),
    draft: { title: wire.draft.title, content: wire.draft.content },
    live:
      live === null
        ? null
        : {
            title: live.title,
            content: live.content,
            number: live.number,
            publishedAt: new Date(live.publishedAt),
            publishedBy: live.publishedBy,
          },
  };
}

export function toVersionSummary(wire: Schemas['AdminContentVersionSummary']): ContentVersionSummary {
  return {
    number: wire.number,
    title: wire.title,
    publishedAt: new Date(wire.publishedAt),
    publishedBy: wire.publishedBy,
    length: wire.length,
  };
}

export function toVersion(wire: Schemas['AdminContentVersion']): ContentVersion {
  return { ...toVersionSummary(wire), content: wire.content };
}

export function toPreview(wire: Schemas['AdminContentPreview']): ContentPreview {
  return {
    title: wire.title,
    content: wire.content,
    kind: wire.kind,
    route: wire.route,
    area: wire.area,
    containerClass: wire.containerClass,
  };
}

export function toImage(wire: Schemas['AdminContentImage']): ContentImage {
  return {
    id: wire.id,
    url: wire.url,
    contentType: wire.contentType,
    description: wire.description,
    size: wire.size,
  };
}
