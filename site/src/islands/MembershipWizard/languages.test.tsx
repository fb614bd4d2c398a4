// The wizard in the page's language: French and Spanish labels, rules and dialogs (the catalog,
// loaded before the island renders, as mountIsland does), and the country list, whose values stay
// the English names the service stores while the labels and their order are the page's language.

import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { errorOf } from '../../lib/testing/dom';
import { service } from '../../lib/testing/service';
import { countryOptions } from './countries';
import { EMPTY_APPLICATION } from './form';
import { MembershipWizard } from './MembershipWizard';
import { validateStep } from './rules';
import { COUNTRIES, heading, LIMITS, PERSONAL, PROFESSIONAL, storeDraft, TYPES } from './testing';

/** Narrow no-break space, before French ? ! : ; */
const NNBSP = '\u202f';

const WORLD = [
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
  { code: 'GH', name: 'Ghana' },
  { code: 'JP', name: 'Japan' },
  { code: 'US', name: 'United States of America' },
];

function renderWorld() {
  const user = userEvent.setup();
  render(<MembershipWizard countries={WORLD} membershipTypes={TYPES} limits={LIMITS} />);
  return user;
}

const optionsOf = (label: string) =>
  (within(screen.getByLabelText(label)).getAllByRole('option') as HTMLOptionElement[]).map((o) => [
    o.value,
    o.textContent,
  ]);

afterEach(() => loadLanguage('en'));

describe('the country list', () => {
  it('keeps the names and the order of the data in English', () => {
    expect(countryOptions(COUNTRIES, 'en')).toEqual(COUNTRIES.map(({ name }) => ({ value: name, label: name })));
  });

  it('shows the names in French, in French order, with the English names as values', () => {
    expect(countryOptions(WORLD, 'fr')).toEqual([
      { value: 'Germany', label: 'Allemagne' },
      { value: 'Spain', label: 'Espagne' },
      { value: 'United States of America', label: 'États-Unis' },
      { value: 'France', label: 'France' },
      { value: 'Ghana', label: 'Ghana' },
      { value: 'Japan', label: 'Japon' },
    ]);
  });

  it('falls back to the English name for a code the browser does not know', () => {
    expect(countryOptions([{ code: 'not a code', name: 'Atlantis' }], 'fr')).toEqual([
      { value: 'Atlantis', label: 'Atlantis' },
    ]);
  });
});

describe('in French', () => {
  it('labels the step, its fields and their choices in French', async () => {
    await loadLanguage('fr');
    renderWorld();
    expect(heading().textContent).toBe(`Étape 1 sur 4${NNBSP}: Informations personnelles`);
    expect(screen.getByLabelText('Prénom')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(optionsOf('Genre')).toEqual([
      ['', 'Sélectionnez une option'],
      ['Male', 'Homme'],
      ['Female', 'Femme'],
      ['Prefer not to say', 'Je préfère ne pas le préciser'],
    ]);
    expect(optionsOf('Pays').slice(0, 4)).toEqual([
      ['', 'Sélectionnez votre pays'],
      ['Germany', 'Allemagne'],
      ['Spain', 'Espagne'],
      ['United States of America', 'États-Unis'],
    ]);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('says what is wrong in French', async () => {
    await loadLanguage('fr');
    const user = renderWorld();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // The message under the field follows the forms kit's "Error: ", in French too (forms.ftl).
    expect(errorOf('firstName')).toMatch(/Le prénom est obligatoire$/);
    expect(screen.getByRole('link', { name: 'Le pays est obligatoire' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Erreur\u202f: Étape 1 sur 4\u202f: Informations personnelles – /);
  });

  it('words the rules of the free answers in French, with the limit', async () => {
    await loadLanguage('fr');
    const context = { countries: ['Ghana'], membershipTypes: ['regular'], limits: LIMITS };
    const errors = validateStep(
      1,
      { ...EMPTY_APPLICATION, ...PERSONAL, firstName: 'a'.repeat(201), gender: 'Other' },
      context,
    );
    expect(errors).toEqual({
      firstName: 'Veuillez ne pas dépasser 200 caractères',
      gender: 'Veuillez choisir l’une des options proposées (Le genre est obligatoire)',
    });
  });

  it('shows the country in French on "Check your answers"', async () => {
    await loadLanguage('fr');
    storeDraft(5, {
      ...PERSONAL,
      country: 'Germany',
      ...PROFESSIONAL,
      researchInterests: 'apprentissage automatique',
      contactPersonName: 'Grace Hopper',
      contactPersonInstitution: 'Yale University',
      areasForCollaboration: 'enseignement',
      membershipType: 'student',
      confidentialityConsent: true,
    });
    renderWorld();
    expect(await screen.findByRole('heading', { name: 'Vérifiez vos réponses', level: 3 })).toBeInTheDocument();
    const row = (await screen.findByText('Pays')).parentElement as HTMLElement;
    expect(within(row).getByText('Allemagne')).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveTextContent('Modifier le pays');
    expect(screen.getByText('Consentement au traitement des données').nextElementSibling).toHaveTextContent('Donné');
  });

  it('asks "Recommencer ?" in the dialog loaded later', async () => {
    service({});
    await loadLanguage('fr');
    const user = renderWorld();
    await user.type(screen.getByLabelText('Prénom'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    const dialog = await screen.findByRole('dialog', { name: `Recommencer${NNBSP}?` });
    expect(within(dialog).getByRole('button', { name: 'Supprimer mes réponses' })).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  it('labels the fields and says what is wrong in Spanish', async () => {
    await loadLanguage('es');
    const user = renderWorld();
    expect(heading()).toHaveTextContent('Paso 1 de 4: Datos personales');
    expect(optionsOf('País')[1]).toEqual(['Germany', 'Alemania']);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(errorOf('familyName')).toMatch(/Los apellidos son obligatorios$/);
    expect(screen.getByRole('link', { name: 'El teléfono móvil es obligatorio' })).toBeInTheDocument();
  });
});
