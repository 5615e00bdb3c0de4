// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/hdr_sampler_shadow.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.baseMap : TEXUNIT0
//semantic main.depthMap : TEXUNIT1
//semantic globalShadow
//var sampler2D baseMap : TEXUNIT0 : _baseMap1 0 : 2 : 1
//var sampler2DSHADOW depthMap : TEXUNIT1 : _TMP16 1 : 3 : 1
//var sampler2DSHADOW globalShadow :  : _TMP17 : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 shadowCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
vec4 _TMP2;
uniform sampler2D _baseMap1;
vec4 _TMP6;
vec4 _TMP10;
vec3 _c0011;
uniform sampler2DShadow _TMP16;
uniform sampler2DShadow _TMP17;

 // main procedure, the original name was main
void main()
{

    float _shade;

    _TMP6 = shadow2DProj(_TMP16, gl_TexCoord[1]);
    _c0011 = gl_TexCoord[1].xyz/gl_TexCoord[1].w;
    _TMP10 = shadow2D(_TMP17, _c0011);
    _shade = _TMP6.x + _TMP10.x;
    _TMP2 = texture2D(_baseMap1, gl_TexCoord[0].xy);
    _ret_0 = _TMP2*_shade;
    gl_FragColor = _ret_0;
    return;
} // main end
