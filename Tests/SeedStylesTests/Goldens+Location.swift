import GoldenTestSupport

/// This target's goldens (`Tests/SeedStylesTests/Goldens`).
let goldens = GoldenFile(besides: #filePath)
