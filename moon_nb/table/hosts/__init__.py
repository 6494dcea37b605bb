"""Where a table is played: the hosts of a `moon_nb.table.session.TableSession`, each carrying
its state to a browser and the browser's intents back. `widget` is the notebook's (an anywidget
whose synced traits are the state, `MoonTable`); `page` is a web page's (JSON text in and out,
for the play page's Pyodide worker: no widget library needed)."""
