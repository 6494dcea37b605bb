"""The play page's Python side (``scripts/play.sh`` builds the page; its worker imports
`play_page`): the address's options (`play_options`), the page's own words (`play_words`) and
the session that drives its table (`play_page`)."""
