"""Every Python the suite starts (its workers, JupyterLab, kernels, nbconvert, nbgrader) begins
without ``rfc3987_syntax``: jsonschema, imported by nbformat and jupyter_events, compiles that
package's IRI grammar at import when it is installed — about 2 s of CPU a process, paid by the
hundred or so processes of a run. jsonschema checks IRIs only where a schema says
``"format": "iri"``, which neither nbformat's, nbgrader's nor Jupyter's event schemas do, so
nothing the tests see changes. (tests/conftest.py puts this folder first on PYTHONPATH.)"""

import sys

sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[arg-type]
