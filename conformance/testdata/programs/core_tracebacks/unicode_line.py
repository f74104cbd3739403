naïve = 'café'
résumé = naïve + 1
