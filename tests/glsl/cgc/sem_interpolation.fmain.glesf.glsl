// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_interpolation.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program fmain
//semantic fmain.diffuse
//semantic fmain.bump
//var sampler2D diffuse :  : _diffuse1 : 5 : 1
//var sampler2D bump :  : _bump1 : 6 : 1
//var float4 tint : $vin.COLOR0.FLAT : COLOR0.FLAT : 0 : 1
//var float2 uv : $vin.TEXCOORD0.CENTROID : TEXCOORD0.CENTROID : 1 : 1
//var float3 screen : $vin.TEXCOORD1_NoPerspective : TEXCOORD1_NOPERSPECTIVE : 2 : 1
//var float3x3 tbn : $vin.TEXCOORD2.CENTROID : TEXCOORD2.CENTROID, 3 : 3 : 1
//var float4 shade : $vin.TEXCOORD5 : TEXCOORD5 : 4 : 1
//var float4 fmain : $vout.COLOR : COL : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

struct V2F {
    vec4 _tint1;
    vec2 _uv1;
    vec3 _screen1;
    vec3 _tbn1[3];
    vec4 _shade1;
};

float _TMP3;
float _TMP4;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _diffuse1;
uniform sampler2D _bump1;
vec3 _r0010;
float _TMP15;
float _x0022;
varying vec4 COL0;
centroid varying vec4 TEX0;
varying vec4 TEX1;
centroid varying vec4 TEX2;
centroid varying vec4 TEX3;
centroid varying vec4 TEX4;
varying vec4 TEX5;

 // main procedure, the original name was fmain
void main()
{

    vec3 _n;
    vec2 _s;
    vec4 _c;

    _TMP0 = texture2D(_bump1, TEX0.xy);
    _n = _TMP0.xyz*2.00000000E+00 - 1.00000000E+00;
    _r0010 = _n.x*TEX2.xyz;
    _r0010 = _r0010 + _n.y*TEX3.xyz;
    _r0010 = _r0010 + _n.z*TEX4.xyz;
    _s = TEX1.xy/TEX1.z;
    _TMP1 = texture2D(_diffuse1, TEX0.xy);
    _c = _TMP1*COL0*TEX5;
    _TMP4 = min(1.00000000E+00, _r0010.z);
    _TMP15 = max(0.00000000E+00, _TMP4);
    _x0022 = _s.x*6.40000000E+01;
    _TMP3 = fract(_x0022);
    _c.xyz = _c.xyz*(_TMP15 + 1.00000001E-01*_TMP3);
    gl_FragColor = _c;
    return;
} // main end
