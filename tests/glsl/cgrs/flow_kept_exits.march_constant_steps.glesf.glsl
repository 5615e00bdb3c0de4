// glesf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glesf
//program march_constant_steps
//semantic march_constant_steps.heightMap
//semantic march_constant_steps.cutoff
//var sampler2D heightMap :  : _heightMap1 : 2 : 1
//var float cutoff :  : _cutoff1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 ray : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 march_constant_steps : $vout.COLOR : COL : -1 : 1

#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform sampler2D _heightMap1;
uniform float _cutoff1;
varying vec4 TEX0;
varying vec4 TEX1;

// main procedure, the original name was march_constant_steps
void main()
{
    vec4 i0 = TEX0;
    vec4 i1 = TEX1;
    vec4 t0 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t0.xyz = i1.xyz * vec3(0.125);
    o0 = vec4(0.0);
    t2.xy = i0.xy;
    t2.z = 1.0;
    t3.x = 0.0;
    for (;;) {
        t4.x = texture2D(_heightMap1, t2.xy).x;
        t5.x = float(t2.z < t4.x);
        if (t5.x != 0.0) {
            o0.xyz = t2.xyz;
            o0.w = 1.0;
            break;
        }
        t7.x = float(t2.z < _cutoff1);
        if (any(lessThan((-t7.xxxx), vec4(0.0)))) discard;
        t2.xyz = t2.xyz + t0.xyz;
        t3.x = t3.x + 1.0;
        t11.x = float(t3.x < 6.0);
        if (t11.x == 0.0) {
            break;
        }
    }
    gl_FragColor = o0;
}
