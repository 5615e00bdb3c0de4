// glesf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_lights.cg
//profile glesf
//program lights_constant_count
//semantic lights_constant_count.lights
//semantic lights_constant_count.ambient
//var float3 lights[0].position :  : _lights1[0]._position : 2 : 1
//var float3 lights[0].color :  : _lights1[0]._color : 2 : 1
//var float lights[0].range :  : _lights1[0]._range : 2 : 1
//var float3 lights[1].position :  : _lights1[1]._position : 2 : 1
//var float3 lights[1].color :  : _lights1[1]._color : 2 : 1
//var float lights[1].range :  : _lights1[1]._range : 2 : 1
//var float3 lights[2].position :  : _lights1[2]._position : 2 : 1
//var float3 lights[2].color :  : _lights1[2]._color : 2 : 1
//var float lights[2].range :  : _lights1[2]._range : 2 : 1
//var float3 lights[3].position :  : _lights1[3]._position : 2 : 1
//var float3 lights[3].color :  : _lights1[3]._color : 2 : 1
//var float lights[3].range :  : _lights1[3]._range : 2 : 1
//var float3 ambient :  : _ambient1 : 3 : 1
//var float3 normal : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 point : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 lights_constant_count : $vout.COLOR : COL : -1 : 1

#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

struct Light {
    vec3 _position;
    vec3 _color;
    float _range;
};

uniform Light _lights1[4];
uniform vec3 _ambient1;
varying vec4 TEX0;
varying vec4 TEX1;

vec4 cgrs_read0(int i)
{
    if (i == 0) return vec4(_lights1[0]._position, 0.0);
    if (i == 1) return vec4(_lights1[0]._color, 0.0);
    if (i == 2) return vec4(_lights1[0]._range, 0.0, 0.0, 0.0);
    if (i == 3) return vec4(_lights1[1]._position, 0.0);
    if (i == 4) return vec4(_lights1[1]._color, 0.0);
    if (i == 5) return vec4(_lights1[1]._range, 0.0, 0.0, 0.0);
    if (i == 6) return vec4(_lights1[2]._position, 0.0);
    if (i == 7) return vec4(_lights1[2]._color, 0.0);
    if (i == 8) return vec4(_lights1[2]._range, 0.0, 0.0, 0.0);
    if (i == 9) return vec4(_lights1[3]._position, 0.0);
    if (i == 10) return vec4(_lights1[3]._color, 0.0);
    if (i == 11) return vec4(_lights1[3]._range, 0.0, 0.0, 0.0);
    return vec4(0.0);
}

// main procedure, the original name was lights_constant_count
void main()
{
    vec4 i0 = TEX0;
    vec4 i1 = TEX1;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t10 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 t13 = vec4(0.0);
    vec4 t14 = vec4(0.0);
    vec4 t17 = vec4(0.0);
    vec4 t19 = vec4(0.0);
    vec4 t20 = vec4(0.0);
    vec4 t21 = vec4(0.0);
    vec4 t22 = vec4(0.0);
    vec4 t26 = vec4(0.0);
    vec4 o0 = vec4(0.0);
    ivec4 a0 = ivec4(0);

    t0.x = dot(i0.xyz, i0.xyz);
    t1.x = inversesqrt(abs(t0.x));
    t2.xyz = t1.xxx * i0.xyz;
    t3.xyz = _ambient1;
    t4.x = 0.0;
    for (;;) {
        t5.x = floor(t4.x);
        t6.x = t5.x * 3.0;
        a0 = ivec4(int(floor(t6.x)));
        t10.xyz = cgrs_read0(a0.x).xyz + (-i1.xyz);
        t11.x = dot(t10.xyz, t10.xyz);
        t12.x = inversesqrt(abs(t11.x));
        t13.x = 1.0 / t12.x;
        t14.x = 1.0 / (cgrs_read0(a0.x + 2).x);
        t17.x = clamp((-t13.x) * t14.x + 1.0, 0.0, 1.0);
        t19.xyz = t10.xyz * t12.xxx;
        t20.x = dot(t2.xyz, t19.xyz);
        t21.x = max(t20.x, 0.0);
        t22.xyz = cgrs_read0(a0.x + 1).xyz * t21.xxx;
        t3.xyz = t22.xyz * t17.xxx + t3.xyz;
        t4.x = t4.x + 1.0;
        t26.x = float(t4.x < 4.0);
        if (t26.x == 0.0) {
            break;
        }
    }
    o0.xyz = t3.xyz;
    o0.w = 1.0;
    gl_FragColor = o0;
}
