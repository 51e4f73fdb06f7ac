"""What several output kinds draw with: the layout painter (painter), bundled fonts (fonts), icons in vector
and image form (icons, icon_files, icon_images) and packing cut-out pieces onto pages (cutouts)."""
