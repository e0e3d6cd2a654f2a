import type { RangeSliderValues } from '@portail/domain';
import { useState } from 'react';
import { RangeSlider } from '../widgets/range-slider/range-slider.tsx';

const OPTIONS = {
  floor: 0,
  ceil: 2000,
  step: 10,
  pageStep: 100,
  minLimit: 100,
  maxLimit: 1800,
  minRange: 100,
  maxRange: 1000,
  pushRange: true,
} as const;

/** The range slider of spec §9 with two thumbs: limits 100–1 800 €, range 100–1 000 €, push-range on. */
export function GalleryRangeSlider() {
  const [values, setValues] = useState<RangeSliderValues>([300, 900]);
  return (
    <div>
      <h3 id="galerie-curseur-titre">Fourchette de prix (en euros)</h3>
      <RangeSlider
        id="galerie-curseur"
        labelledBy="galerie-curseur-titre"
        values={values}
        options={OPTIONS}
        onChange={setValues}
        valueText={(value) => `${String(value)} euros`}
        thumbLabels={['minimum', 'maximum']}
      />
      <p>
        De {values[0]} € à {values[1] ?? values[0]} € (écart de 100 € à 1 000 €, entre 100 € et 1 800 €).
      </p>
    </div>
  );
}
