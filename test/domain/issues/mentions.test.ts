import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findMentions, type MentionCandidates } from '../../../src/domain/issues/mentions.js';

const candidates: MentionCandidates = {
  people: [
    { id: 1, name: 'Ada Lovelace' },
    { id: 2, name: 'Grace Hopper' },
    { id: 3, name: 'Alan Turing' },
    { id: 4, name: 'Alan Kay' },
    { id: 5, name: 'Ada' },
    { id: 6, name: 'Jean-Luc Picard' },
    { id: 7, name: 'Chris Twin' },
    { id: 8, name: 'Chris Twin' },
  ],
  agents: [
    { id: 10, name: 'Build' },
    { id: 11, name: 'Build Bot' },
    { id: 12, name: 'Robo Reviewer' },
  ],
};

const user = (id: number) => ({ type: 'user' as const, id });
const agent = (id: number) => ({ type: 'agent' as const, id });

describe('findMentions', () => {
  it('resolves @agent:<id> and @user:<id> exactly, only for known actors', () => {
    assert.deepEqual(findMentions('ping @agent:11 and @user:2', candidates), [agent(11), user(2)]);
    assert.deepEqual(findMentions('@user:99 @agent:1 @user:0', candidates), []);
    assert.deepEqual(findMentions('@user:12x', candidates), []);
  });

  it('matches display names longest first, in any case', () => {
    assert.deepEqual(findMentions('@Build Bot please run', candidates), [agent(11)]);
    assert.deepEqual(findMentions('@build please run', candidates), [agent(10)]);
    assert.deepEqual(findMentions('thanks @ada lovelace!', candidates), [user(1)]);
    assert.deepEqual(findMentions('@Ada, hi', candidates), [user(5)]);
  });

  it('needs the name to end at a word boundary', () => {
    assert.deepEqual(findMentions('@Builder', candidates), []);
    assert.deepEqual(findMentions('@Build-Bot', candidates), [agent(10)]);
  });

  it('matches people, never agents, by first name; a shared first name resolves to nobody', () => {
    assert.deepEqual(findMentions('@Grace can you look', candidates), [user(2)]);
    assert.deepEqual(findMentions('@grace', candidates), [user(2)]);
    assert.deepEqual(findMentions('@Alan can you look', candidates), []);
    assert.deepEqual(findMentions('@Robo please', candidates), []);
    assert.deepEqual(findMentions('@Jean-Luc, engage', candidates), [user(6)]);
  });

  it('resolves a display name two actors share to nobody', () => {
    assert.deepEqual(findMentions('@Chris Twin', candidates), []);
  });

  it('ignores an @ inside a word, unknown names, and repeats', () => {
    assert.deepEqual(findMentions('mail grace@example.com', candidates), []);
    assert.deepEqual(findMentions('@nobody @ @@', candidates), []);
    assert.deepEqual(findMentions('@Grace @grace @user:2', candidates), [user(2)]);
  });

  it('lists actors in order of first appearance', () => {
    assert.deepEqual(findMentions('@Build Bot, @Grace and @Ada Lovelace', candidates), [
      agent(11),
      user(2),
      user(1),
    ]);
  });
});
