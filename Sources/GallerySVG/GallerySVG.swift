// GallerySVG
