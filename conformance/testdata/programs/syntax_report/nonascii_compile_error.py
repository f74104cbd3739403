# traceback: full
nom = 'é'; return nom
