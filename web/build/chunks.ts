/** What the build's own plugins read of a built chunk (Rolldown's OutputChunk has more). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** The modules the chunk holds (a chunk made by a code-splitting group is no module's facade). */
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** The chunks of a bundle, as generateBundle receives it. */
export const chunksOf = (bundle: Record<string, { type: string }>): ChunkLike[] =>
  Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
