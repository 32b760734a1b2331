import GoldenTestSupport

/// This target's goldens (`Tests/GalleryLayoutTests/Goldens`).
let goldens = GoldenFile(besides: #filePath)
