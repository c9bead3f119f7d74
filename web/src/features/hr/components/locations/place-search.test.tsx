import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../test/render';
import { HrPlacesDocument } from '../../gql/graphql';
import { PlaceSearch } from './place-search';

const answer = (
  query: string,
  available: boolean,
  places: { name: string; latitude: number; longitude: number }[] = [],
) => ({
  request: { query: HrPlacesDocument, variables: { query } },
  result: {
    data: {
      hrPlaces: {
        __typename: 'HrPlaceSearch' as const,
        available,
        places: places.map((place) => ({ __typename: 'HrPlace' as const, ...place })),
      },
    },
  },
});

describe("the location editor's place search", () => {
  it('is not offered where the company has no geocoder', async () => {
    const notOffered = answer('', false);
    const result = jest.fn(() => notOffered.result);
    const { container } = renderAt(<PlaceSearch onPick={() => undefined} />, {
      mocks: [{ request: notOffered.request, result }],
    });
    // Once the api has said no (and React has drawn its answer), nothing is offered.
    await waitFor(() => expect(result).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByLabelText('Search a place')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('finds places by name and moves the point to the one picked', async () => {
    const onPick = jest.fn();
    renderAt(<PlaceSearch onPick={onPick} />, {
      mocks: [
        answer('', true),
        answer('Monas', true, [
          { name: 'Monumen Nasional, Gambir, Jakarta Pusat', latitude: -6.1753924, longitude: 106.8271528 },
        ]),
        answer('Nowhere', true),
      ],
    });
    const field = await screen.findByLabelText('Search a place');
    await userEvent.type(field, 'Monas{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Monumen Nasional, Gambir, Jakarta Pusat' }));
    expect(onPick).toHaveBeenCalledWith({ latitude: -6.1753924, longitude: 106.8271528 });
    expect(screen.queryByRole('list', { name: 'Places found' })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No place found by that name. Try another, or paste a maps link.'),
    ).toBeInTheDocument();
  });
});
