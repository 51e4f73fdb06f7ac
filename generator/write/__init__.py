"""Write stage: the one writer that owns output/<game>/ (writer.py), the output folder it stages and swaps
into place (output_folder.py), and manifest.json (manifest.py)."""
