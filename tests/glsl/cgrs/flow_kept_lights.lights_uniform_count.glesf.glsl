// glesf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_lights.cg
//profile glesf
//program lights_uniform_count
//semantic lights_uniform_count.lightCount
//semantic lights_uniform_count.lights
//semantic lights_uniform_count.ambient
//var int lightCount :  : _lightCount1 : 2 : 1
//var float3 lights[0].position :  : _lights1[0]._position : 3 : 1
//var float3 lights[0].color :  : _lights1[0]._color : 3 : 1
//var float lights[0].range :  : _lights1[0]._range : 3 : 1
//var float3 lights[1].position :  : _lights1[1]._position : 3 : 1
//var float3 lights[1].color :  : _lights1[1]._color : 3 : 1
//var float lights[1].range :  : _lights1[1]._range : 3 : 1
//var float3 lights[2].position :  : _lights1[2]._position : 3 : 1
//var float3 lights[2].color :  : _lights1[2]._color : 3 : 1
//var float lights[2].range :  : _lights1[2]._range : 3 : 1
//var float3 lights[3].position :  : _lights1[3]._position : 3 : 1
//var float3 lights[3].color :  : _lights1[3]._color : 3 : 1
//var float lights[3].range :  : _lights1[3]._range : 3 : 1
//var float3 ambient :  : _ambient1 : 4 : 1
//var float3 normal : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 point : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 lights_uniform_count : $vout.COLOR : COL : -1 : 1

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

uniform int _lightCount1;
uniform Light _lights1[4];
uniform vec3 _ambient1;
varying vec4 TEX0;
varying vec4 TEX1;

vec4 cgrs_read1(int i)
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

// main procedure, the original name was lights_uniform_count
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
    vec4 t7 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 t13 = vec4(0.0);
    vec4 t14 = vec4(0.0);
    vec4 t15 = vec4(0.0);
    vec4 t18 = vec4(0.0);
    vec4 t20 = vec4(0.0);
    vec4 t21 = vec4(0.0);
    vec4 t22 = vec4(0.0);
    vec4 t23 = vec4(0.0);
    vec4 t27 = vec4(0.0);
    vec4 o0 = vec4(0.0);
    ivec4 a0 = ivec4(0);

    t0.x = dot(i0.xyz, i0.xyz);
    t1.x = inversesqrt(abs(t0.x));
    t2.xyz = t1.xxx * i0.xyz;
    t4.xyz = _ambient1;
    t5.x = 0.0;
    t3.x = float(0.0 < float(_lightCount1));
    if (t3.x != 0.0) {
        for (;;) {
            t6.x = floor(t5.x);
            t7.x = t6.x * 3.0;
            a0 = ivec4(int(floor(t7.x)));
            t11.xyz = cgrs_read1(a0.x).xyz + (-i1.xyz);
            t12.x = dot(t11.xyz, t11.xyz);
            t13.x = inversesqrt(abs(t12.x));
            t14.x = 1.0 / t13.x;
            t15.x = 1.0 / (cgrs_read1(a0.x + 2).x);
            t18.x = clamp((-t14.x) * t15.x + 1.0, 0.0, 1.0);
            t20.xyz = t11.xyz * t13.xxx;
            t21.x = dot(t2.xyz, t20.xyz);
            t22.x = max(t21.x, 0.0);
            t23.xyz = cgrs_read1(a0.x + 1).xyz * t22.xxx;
            t4.xyz = t23.xyz * t18.xxx + t4.xyz;
            t5.x = t5.x + 1.0;
            t27.x = float(t5.x < float(_lightCount1));
            if (t27.x == 0.0) {
                break;
            }
        }
    }
    o0.xyz = t4.xyz;
    o0.w = 1.0;
    gl_FragColor = o0;
}
