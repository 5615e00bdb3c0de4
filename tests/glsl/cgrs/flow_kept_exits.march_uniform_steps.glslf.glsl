// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glslf
//program march_uniform_steps
//semantic march_uniform_steps.heightMap
//semantic march_uniform_steps.steps
//semantic march_uniform_steps.cutoff
//var sampler2D heightMap :  : _heightMap1 : 2 : 1
//var int steps :  : _steps1 : 3 : 1
//var float cutoff :  : _cutoff1 : 4 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 ray : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 march_uniform_steps : $vout.COLOR : COL : -1 : 1

#version 110

uniform sampler2D _heightMap1;
uniform int _steps1;
uniform float _cutoff1;

// main procedure, the original name was march_uniform_steps
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 i1 = gl_TexCoord[1];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t0.xyz = i1.xyz * vec3(0.125);
    o0 = vec4(0.0);
    t3.xy = i0.xy;
    t3.z = 1.0;
    t4.x = 0.0;
    t1.x = float(0.0 < float(_steps1));
    if (t1.x != 0.0) {
        for (;;) {
            t5.x = texture2D(_heightMap1, t3.xy).x;
            t6.x = float(t3.z < t5.x);
            if (t6.x != 0.0) {
                o0.xyz = t3.xyz;
                o0.w = 1.0;
                break;
            }
            t8.x = float(t3.z < _cutoff1);
            if (any(lessThan((-t8.xxxx), vec4(0.0)))) discard;
            t3.xyz = t3.xyz + t0.xyz;
            t4.x = t4.x + 1.0;
            t12.x = float(t4.x < float(_steps1));
            if (t12.x == 0.0) {
                break;
            }
        }
    }
    gl_FragColor = o0;
}
