cfg = {'db': {'host': 'h', 'ports': [1, 2]}}
print(cfg.get('db', {}).get('host'), cfg.get('x', {}).get('host', 'none'), cfg['db']['ports'][-1])
