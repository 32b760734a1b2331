// GallerySite
