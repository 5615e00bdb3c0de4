#ifndef LIGHTING_H
#define LIGHTING_H

// Classic Blinn-Phong terms, written as macros so they inline in any profile.
#define SATURATE_DOT(a, b) saturate(dot((a), (b)))
#define DIFFUSE_TERM(N, L) SATURATE_DOT(N, L)
#define HALF_VECTOR(L, V) normalize((L) + (V))
#define SPECULAR_TERM(N, L, V, power) \
    pow(SATURATE_DOT(N, HALF_VECTOR(L, V)), (power))

#ifndef MAX_LIGHTS
#define MAX_LIGHTS 2
#endif

struct Light {
    float3 position;
    float3 color;
};

#if MAX_LIGHTS > 1
#define FOR_EACH_LIGHT(body) body(0) body(1)
#else
#define FOR_EACH_LIGHT(body) body(0)
#endif

#endif /* LIGHTING_H */
