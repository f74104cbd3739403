# traceback: full
config = {'retries': 3}
for key, value in config.items():
    print(key, value.upper())
