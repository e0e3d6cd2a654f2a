import { ok } from '@portail/application';
import {
  FakeStaffTopicThreadsPort,
  aStaffTopicThread,
} from '@portail/application/src/use-cases/test-support/fake-staff-topic-threads.port.ts';
import { describe, expect, it } from 'vitest';
import { TopicThreadListViewModel } from './topic-thread-list.view-model.ts';

function setup() {
  const port = new FakeStaffTopicThreadsPort();
  const announced: string[] = [];
  const model = new TopicThreadListViewModel({
    threads: port,
    announce: (text) => void announced.push(text),
  });
  return { port, model, announced };
}

describe('« Demandes » › « Messages »: the members’ topic threads', () => {
  it('shows the latest threads first, then the next page', async () => {
    const { port, model } = setup();
    port.listCall.answersOnce(
      ok({ items: [aStaffTopicThread({ id: 'a' }), aStaffTopicThread({ id: 'b' })], next: 'c1' }),
      ok({ items: [aStaffTopicThread({ id: 'c' })], next: null }),
    );
    await model.apply();
    expect(port.listCall.lastCall()).toEqual([{ sort: 'recentes' }, null]);
    expect(model.list.hasMore).toBe(true);
    await model.list.loadMore();
    expect(port.listCall.lastCall()[1]).toBe('c1');
    expect(model.list.items.map((thread) => thread.id)).toEqual(['a', 'b', 'c']);
  });

  it('filters by topic, state, waiting answer and member number (unknown choices ignored), then clears', async () => {
    const { port, model } = setup();
    model.setTopic('cotisations');
    model.setStatus('ouverte');
    model.setWaiting('oui');
    model.setMemberNumber(' 1000001 ');
    model.setSort('anciennes');
    await model.apply();
    expect(port.listCall.lastCall()[0]).toEqual({
      sort: 'anciennes',
      topic: 'cotisations',
      closed: false,
      awaitingAnswer: true,
      memberNumber: '1000001',
    });
    model.setTopic('divers');
    model.setStatus('cloturee');
    model.setWaiting('non');
    expect(model.filter).toMatchObject({ closed: true, awaitingAnswer: false });
    expect(model.filter).not.toHaveProperty('topic');
    await model.clear();
    expect(port.listCall.lastCall()[0]).toEqual({ sort: 'recentes' });
  });
});
