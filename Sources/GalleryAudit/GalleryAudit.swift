// GalleryAudit
