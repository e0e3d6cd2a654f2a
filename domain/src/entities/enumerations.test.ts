import { describe, expect, it } from 'vitest';
import { CARE_NETWORK_IMAGE_FORM_COVERS } from './care-network.entity.ts';
import { CREATE_ACCOUNT_AUTH_MODES } from './client-configuration.entity.ts';
import { CONTRACT_STATES } from './contract.entity.ts';
import { DOCUMENT_SCOPES, DOCUMENT_TYPES } from './document-type.entity.ts';
import { REFERENCE_DATA_KINDS } from './reference-data-kind.entity.ts';
import {
  SECURITY_CODE_OPERATION_TYPES,
  SECURITY_CODE_SEND_TYPES,
  TOKEN_PURPOSES,
} from './security-code.entity.ts';
import { USER_ROLES } from './user-role.entity.ts';

// The wire values of spec §3, spelled exactly as the server sends them.
describe('entity enumerations', () => {
  it('lists the security-code operations, send types and token purposes', () => {
    expect(SECURITY_CODE_OPERATION_TYPES).toEqual([
      'ACTIVATE_AMF',
      'ACTIVATE_BIOMETRIE',
      'DESACTIVATE_AMF',
      'DESACTIVATE_BIOMETRIE',
      'LOGIN_AMF',
      'MODIFY_TEL_AMF',
      'VERIFY_AMF',
      'VERIFY_MAIL_AMF',
      'VERIFY_SMS_AMF',
      'VERIFY_UNAUTHENTICATED_AMF',
    ]);
    expect(SECURITY_CODE_SEND_TYPES).toEqual(['MAIL', 'SMS']);
    expect(TOKEN_PURPOSES).toEqual(['Confirmation', 'ResetPassword']);
  });

  it('lists the edition document types and scopes', () => {
    expect(DOCUMENT_TYPES).toHaveLength(11);
    expect(DOCUMENT_TYPES).toContain('RelevePrestationSanteTiers');
    expect(DOCUMENT_TYPES).toContain('SituationContractuelle');
    expect(DOCUMENT_SCOPES).toEqual(['Contrat', 'Benef', 'Both']);
  });

  it('lists roles, contract states, account-creation modes and reference data kinds', () => {
    expect(USER_ROLES).toEqual(['Admin', 'Beneficiaire', 'BackEndUser', 'Consultant', 'User']);
    expect(CONTRACT_STATES).toEqual(['eninstance', 'valide', 'resilie', 'suspendu']);
    expect(CREATE_ACCOUNT_AUTH_MODES).toEqual(['individual', 'NIR', 'all', 'oneOfTwo']);
    expect(REFERENCE_DATA_KINDS).toHaveLength(9);
    expect(CARE_NETWORK_IMAGE_FORM_COVERS).toBe('covers');
  });
});
