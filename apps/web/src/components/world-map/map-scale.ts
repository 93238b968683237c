import { createContext, useContext } from 'react';

/**
 * How many times the map is enlarged (1 on a static map). Layers divide the sizes of their markers and labels by it
 * so a place stays a dot and a name stays readable at every zoom, while positions follow the map.
 */
export const MapScaleContext = createContext(1);
export const useMapScale = () => useContext(MapScaleContext);
