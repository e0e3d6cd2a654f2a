import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { readSeedRecord, readSeedRecords } from './json-reader.ts';

/** Contracts, persons, consents and letters of the seeded members (`server/seed/member-content.json`). */
export async function seedMemberContent(db: Queryable): Promise<void> {
  const file = readSeedRecord('member-content.json');

  await bulkInsert(
    db,
    'contracts',
    [
      ['numero_contrat_individuel', 'text'],
      ['member_id', 'text'],
      ['nom_offre', 'text'],
      ['famille', 'text'],
      ['etat', 'text'],
      ['is_actif', 'boolean'],
      ['is_precontentieux', 'boolean'],
      ['code_mode_paiement', 'text'],
      ['payment_missing', 'boolean'],
      ['rib_pays', 'text'],
      ['rib_cle_iban', 'text'],
      ['rib_identifiant_national', 'text'],
      ['rib_bic', 'text'],
      ['rib_titulaire', 'text'],
      ['position', 'integer'],
    ],
    file.records('contracts').map((record, position) => {
      const rib = record.nullableRecord('rib');
      return {
        numero_contrat_individuel: record.string('numeroContratIndividuel'),
        member_id: record.string('memberId'),
        nom_offre: record.string('nomOffre'),
        famille: record.string('famille'),
        etat: record.string('etat'),
        is_actif: record.boolean('isActif'),
        is_precontentieux: record.boolean('IsPrecontentieux'),
        code_mode_paiement: record.string('codeModePaiement'),
        payment_missing: record.boolean('isMissing'),
        rib_pays: rib?.string('codeInternationalPaysIso2') ?? null,
        rib_cle_iban: rib?.string('cleIban') ?? null,
        rib_identifiant_national: rib?.string('identifiantNationalCompte') ?? null,
        rib_bic: rib?.string('codeBIC') ?? null,
        rib_titulaire: rib?.nullableString('titulaire') ?? null,
        position,
      };
    }),
  );

  await bulkInsert(
    db,
    'persons',
    [
      ['num_pers', 'text'],
      ['member_id', 'text'],
      ['numero_contrat_individuel', 'text'],
      ['is_principal', 'boolean'],
      ['civilite', 'text'],
      ['nom', 'text'],
      ['prenom', 'text'],
      ['date_naissance', 'date'],
      ['nompatronymique', 'text'],
      ['teletransmission', 'boolean'],
      ['motif_refus_teletransmission', 'text'],
      ['adresse', 'jsonb'],
    ],
    file.records('persons').map((record) => ({
      num_pers: record.string('numPers'),
      member_id: record.string('memberId'),
      numero_contrat_individuel: record.string('numeroContratIndividuel'),
      is_principal: record.boolean('isPrincipal'),
      civilite: record.string('civilite'),
      nom: record.string('nom'),
      prenom: record.string('prenom'),
      date_naissance: record.string('dateNaissance'),
      nompatronymique: record.string('nompatronymique'),
      teletransmission: record.boolean('teletransmission'),
      motif_refus_teletransmission: record.nullableString('motifRefusTeletransmission'),
      adresse: record.stringMap('adresse'),
    })),
  );

  await bulkInsert(
    db,
    'member_consents',
    [
      ['member_id', 'text'],
      ['nom', 'text'],
      ['libelle', 'text'],
      ['accepted', 'boolean'],
      ['position', 'integer'],
    ],
    file.records('consents').map((record, position) => ({
      member_id: record.string('memberId'),
      nom: record.string('nom'),
      libelle: record.string('libelle'),
      accepted: record.nullableBoolean('accepted'),
      position,
    })),
  );

  await bulkInsert(
    db,
    'courriers',
    [
      ['id', 'text'],
      ['member_id', 'text'],
      ['numero_contrat_individuel', 'text'],
      ['libelle', 'text'],
      ['date_emission', 'date'],
      ['type_document', 'text'],
      ['scope', 'text'],
      ['lu', 'boolean'],
      ['corps', 'jsonb'],
    ],
    file.records('courriers').map((record) => ({
      id: record.string('id'),
      member_id: record.string('memberId'),
      numero_contrat_individuel: record.string('numeroContratIndividuel'),
      libelle: record.string('libelle'),
      date_emission: record.string('dateEmission'),
      type_document: record.string('typeDocument'),
      scope: record.string('scope'),
      lu: record.boolean('lu'),
      corps: record.strings('corps'),
    })),
  );
}

/** Care networks (`care-networks.json`) and management modes of acts (`modes-gestion.json`). */
export async function seedReferenceContent(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'care_networks',
    [
      ['reseau', 'text'],
      ['url', 'text'],
      ['num_omc', 'text'],
      ['libelle', 'text'],
      ['description', 'text'],
      ['icon', 'text'],
      ['image_id', 'text'],
      ['image_form', 'text'],
      ['position', 'integer'],
    ],
    readSeedRecords('care-networks.json').map((record, position) => ({
      reseau: record.string('reseau'),
      url: record.string('url'),
      num_omc: record.string('numOmc'),
      libelle: record.string('libelle'),
      description: record.string('description'),
      icon: record.string('icon'),
      image_id: record.string('imageId'),
      image_form: record.string('imageForm'),
      position,
    })),
  );
  await bulkInsert(
    db,
    'acte_modes_gestion',
    [
      ['id', 'text'],
      ['mode_gestion', 'text'],
    ],
    readSeedRecords('modes-gestion.json').map((record) => ({
      id: record.string('id'),
      mode_gestion: record.string('modeGestion'),
    })),
  );
}
