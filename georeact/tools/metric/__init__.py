"""CalculateMetric, one call that answers a measuring question: the tool is `tool.py` (the module the registry
loads); its parts are the table of metrics (`specs.py`), the arguments and result (`models.py`), their checks
and the reconciling with the question's reading (`arguments.py`, which applies `reading/reconcile.py`), places
(`places.py`), features (`features.py`), the SQL (`query.py`) and the measurements (`measures.py`)."""
