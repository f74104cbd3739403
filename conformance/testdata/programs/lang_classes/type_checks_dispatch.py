def describe(x):
    if isinstance(x, bool):
        return 'bool'
    if isinstance(x, (int, float)):
        return 'number'
    if isinstance(x, str):
        return 'string'
    if isinstance(x, (list, tuple)):
        return f'sequence of {len(x)}'
    if isinstance(x, dict):
        return 'mapping'
    return type(x).__name__
print([describe(v) for v in [True, 1, 2.5, 's', [1], (1, 2), {}, None, set()]])
