# traceback: full
config = {'db': {'host': 'localhost', 'port': 5432}}
print(config['db']['host'])
print(config['cache']['ttl'])
