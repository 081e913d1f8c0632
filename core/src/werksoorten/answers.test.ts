import { describe, expect, it } from 'vitest';
import type { Step6Form } from '../schemas/forms.js';
import {
  addEducation,
  addWerksoortEntry,
  addWerksoortEntryAfter,
  clearEducations,
  educationJobs,
  emptyStep6Form,
  removeEducation,
  removeWerksoortEntry,
  setEducationJob,
  setWerksoortAnswer,
  werksoortAnswer,
} from './answers.js';
import { emptyWerksoortEntry } from './naming.js';

const withOvertime = (): Step6Form => ({
  ...emptyStep6Form(),
  werksoorten: {
    OV: [
      { ...emptyWerksoortEntry('OV01'), startDate: '01-01-2025', amount: '25' },
      { ...emptyWerksoortEntry('OV02'), amount: '50' },
    ],
  },
});

describe('emptyStep6Form', () => {
  it('has nothing answered', () => {
    expect(emptyStep6Form()).toEqual({
      bonusCombination: null,
      werksoorten: {},
      singleWerksoorten: {},
      educations: [],
    });
  });
});

describe('werksoortAnswer', () => {
  it('is null while a question is not answered', () => {
    expect(werksoortAnswer(emptyStep6Form(), 'OV')).toBeNull();
    expect(werksoortAnswer(emptyStep6Form(), 'RU')).toBeNull();
  });
  it('is true while a multi group has entries and false when its list is empty', () => {
    expect(werksoortAnswer(withOvertime(), 'OV')).toBe(true);
    expect(werksoortAnswer({ ...emptyStep6Form(), werksoorten: { TU: [] } }, 'TU')).toBe(false);
  });
  it('is true for a single group with an object and false for null', () => {
    expect(werksoortAnswer({ ...emptyStep6Form(), singleWerksoorten: { RU: { comment: '' } } }, 'RU')).toBe(
      true,
    );
    expect(werksoortAnswer({ ...emptyStep6Form(), singleWerksoorten: { RU: null } }, 'RU')).toBe(false);
  });
});

describe('setWerksoortAnswer', () => {
  it('adds a first entry named code plus 01 on Yes', () => {
    const form = setWerksoortAnswer(emptyStep6Form(), 'TWV', true);
    expect(form.werksoorten.TWV).toEqual([emptyWerksoortEntry('TWV01')]);
  });
  it('keeps existing entries when Yes is chosen again', () => {
    const form = setWerksoortAnswer(withOvertime(), 'OV', true);
    expect(form.werksoorten.OV).toHaveLength(2);
    expect(form.werksoorten.OV?.[0]?.amount).toBe('25');
  });
  it('empties the list on No', () => {
    const form = setWerksoortAnswer(withOvertime(), 'OV', false);
    expect(form.werksoorten.OV).toEqual([]);
    expect(werksoortAnswer(form, 'OV')).toBe(false);
  });
  it('gives a single group an empty comment on Yes and keeps a written one', () => {
    const yes = setWerksoortAnswer(emptyStep6Form(), 'OW', true);
    expect(yes.singleWerksoorten.OW).toEqual({ comment: '' });
    const written = { ...yes, singleWerksoorten: { OW: { comment: 'Volgens de cao' } } };
    expect(setWerksoortAnswer(written, 'OW', true).singleWerksoorten.OW).toEqual({
      comment: 'Volgens de cao',
    });
  });
  it('sets a single group to null on No', () => {
    const yes = setWerksoortAnswer(emptyStep6Form(), 'ETC', true);
    expect(setWerksoortAnswer(yes, 'ETC', false).singleWerksoorten.ETC).toBeNull();
  });
  it('leaves other groups and the given form untouched', () => {
    const original = withOvertime();
    const form = setWerksoortAnswer(original, 'PT', true);
    expect(form.werksoorten.OV).toBe(original.werksoorten.OV);
    expect(original.werksoorten.PT).toBeUndefined();
  });
});

describe('addWerksoortEntry', () => {
  it('appends a Nieuwe code entry with the next running number', () => {
    const form = addWerksoortEntry(withOvertime(), 'OV');
    expect(form.werksoorten.OV?.map((entry) => entry.name)).toEqual(['OV01', 'OV02', 'OV03']);
    expect(form.werksoorten.OV?.[2]).toEqual(emptyWerksoortEntry('OV03'));
  });
  it('starts a group that had no entries at 01', () => {
    expect(addWerksoortEntry(emptyStep6Form(), 'RV').werksoorten.RV).toEqual([emptyWerksoortEntry('RV01')]);
  });
});

describe('addWerksoortEntryAfter', () => {
  it('adds a later period of the entry after it', () => {
    const form = addWerksoortEntryAfter(withOvertime(), 'OV', 0);
    expect(form.werksoorten.OV?.map((entry) => entry.name)).toEqual(['OV01', 'OV01', 'OV02']);
    expect(form.werksoorten.OV?.[1]?.startDate).toBe('02-01-2025');
  });
  it('changes nothing for an index outside the list', () => {
    expect(addWerksoortEntryAfter(withOvertime(), 'OV', 5).werksoorten.OV).toHaveLength(2);
  });
});

describe('removeWerksoortEntry', () => {
  it('removes the entry at the index', () => {
    const form = removeWerksoortEntry(withOvertime(), 'OV', 0);
    expect(form.werksoorten.OV?.map((entry) => entry.name)).toEqual(['OV02']);
  });
  it('turns the answer to No when the last entry goes', () => {
    const form = removeWerksoortEntry(removeWerksoortEntry(withOvertime(), 'OV', 1), 'OV', 0);
    expect(werksoortAnswer(form, 'OV')).toBe(false);
  });
  it('changes nothing for an index outside the list', () => {
    const original = withOvertime();
    expect(removeWerksoortEntry(original, 'OV', 2)).toBe(original);
    expect(removeWerksoortEntry(original, 'OV', -1)).toBe(original);
  });
});

describe('addEducation', () => {
  it('adds an empty education at the end', () => {
    const form = addEducation(addEducation(emptyStep6Form()));
    expect(form.educations).toEqual([
      { description: '', inleners_jobs: [] },
      { description: '', inleners_jobs: [] },
    ]);
  });
});

describe('removeEducation', () => {
  const form: Step6Form = {
    ...emptyStep6Form(),
    educations: [
      { description: 'VCA', inleners_jobs: ['Schoonmaker'] },
      { description: 'Heftruck', inleners_jobs: ['Magazijnmedewerker'] },
    ],
  };
  it('removes the education at the index', () => {
    expect(removeEducation(form, 0).educations).toEqual([
      { description: 'Heftruck', inleners_jobs: ['Magazijnmedewerker'] },
    ]);
  });
  it('changes nothing for an index outside the list', () => {
    expect(removeEducation(form, 2)).toBe(form);
    expect(removeEducation(form, -1)).toBe(form);
  });
});

describe('clearEducations', () => {
  it('removes all educations and keeps the rest of the form', () => {
    const form = clearEducations({
      ...withOvertime(),
      educations: [{ description: 'VCA', inleners_jobs: [] }],
    });
    expect(form.educations).toEqual([]);
    expect(form.werksoorten.OV).toHaveLength(2);
  });
});

describe('educations and their jobs', () => {
  const tables = [
    { jobs: [{ jobId: null, name: 'Glazenwasser', minimalPayscale: 'LG3', aard: null }] },
    {
      jobs: [
        { jobId: null, name: ' Glazenwasser ', minimalPayscale: 'LG3', aard: null },
        { jobId: null, name: 'Objectleider', minimalPayscale: 'LG6', aard: null },
        { jobId: null, name: '', minimalPayscale: '', aard: null },
      ],
    },
  ];

  it('offers every job title of step 5 once, in order, without empty ones', () => {
    expect(educationJobs(tables)).toEqual(['Glazenwasser', 'Objectleider']);
  });

  it('keeps the ticked jobs in the order of the job list, whatever order they are ticked in', () => {
    const jobs = educationJobs(tables);
    let form = addEducation(emptyStep6Form());
    form = setEducationJob(form, 0, 'Objectleider', true, jobs);
    form = setEducationJob(form, 0, 'Glazenwasser', true, jobs);
    expect(form.educations[0]?.inleners_jobs).toEqual(['Glazenwasser', 'Objectleider']);
    form = setEducationJob(form, 0, 'Glazenwasser', false, jobs);
    expect(form.educations[0]?.inleners_jobs).toEqual(['Objectleider']);
  });
});
