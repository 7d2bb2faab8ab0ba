"""CalculateMetric's parts: the table of metrics (specs.py). The tool itself is georeact.tools.calculate_metric."""
