"""Course material, the top layer: self-contained pages (`moon_nb.course.pages`) and the tutorial
notebooks that come with moon_nb (`moon_nb.course.tutorials`)."""
