// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=120
// source file: tests/glsl/cases/sem_interpolation.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain
//semantic fmain.diffuse
//semantic fmain.bump
//var sampler2D diffuse :  : _diffuse1 : 5 : 1
//var sampler2D bump :  : _bump1 : 6 : 1
//var float4 tint : $vin.COLOR0.FLAT : COL0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0.CENTROID : TEXCOORD0.CENTROID : 1 : 1
//var float3 screen : $vin.TEXCOORD1_NoPerspective : TEX1 : 2 : 1
//var float3x3 tbn : $vin.TEXCOORD2.CENTROID : TEXCOORD2.CENTROID, 3 : 3 : 1
//var float4 shade : $vin.TEXCOORD5 : TEX5 : 4 : 1
//var float4 fmain : $vout.COLOR : COL : -1 : 1

#version 120

struct V2F {
    vec4 _tint2;
    vec2 _uv2;
    vec3 _screen2;
    vec3 _tbn2[3];
    vec4 _shade2;
};

float _TMP3;
float _TMP4;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _diffuse1;
uniform sampler2D _bump1;
vec3 _r0012;
float _TMP17;
float _x0024;
centroid varying vec4 gl_TexCoord[8];

 // main procedure, the original name was fmain
void main()
{

    vec3 _n;
    vec2 _s;
    vec4 _c;

    _TMP0 = texture2D(_bump1, gl_TexCoord[0].xy);
    _n = _TMP0.xyz*2.00000000E+00 - 1.00000000E+00;
    _r0012 = _n.x*gl_TexCoord[2].xxx;
    _r0012 = _r0012 + _n.y*gl_TexCoord[2].xxx;
    _r0012 = _r0012 + _n.z*gl_TexCoord[2].xxx;
    _s = gl_TexCoord[1].xy/gl_TexCoord[1].z;
    _TMP1 = texture2D(_diffuse1, gl_TexCoord[0].xy);
    _c = _TMP1*gl_Color*gl_TexCoord[5];
    _TMP4 = min(1.00000000E+00, _r0012.z);
    _TMP17 = max(0.00000000E+00, _TMP4);
    _x0024 = _s.x*6.40000000E+01;
    _TMP3 = fract(_x0024);
    _c.xyz = _c.xyz*(_TMP17 + 1.00000001E-01*_TMP3);
    gl_FragColor = _c;
    return;
} // main end
