import { useMutation } from '@apollo/client/react';
import { UpdateLanguageDocument } from '../gql/graphql';

export const useUpdateLanguage = () => useMutation(UpdateLanguageDocument);
