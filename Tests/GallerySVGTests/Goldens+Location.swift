import GoldenTestSupport

/// This target's goldens (`Tests/GallerySVGTests/Goldens`).
let goldens = GoldenFile(besides: #filePath)
