// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/hdr_sampler_shadow.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.baseMap : TEXUNIT0
//semantic main.depthMap : TEXUNIT1
//semantic globalShadow
//var sampler2D baseMap : TEXUNIT0 : _baseMap1 0 : 2 : 1
//var sampler2DSHADOW depthMap : TEXUNIT1 : _TMP16 1 : 3 : 1
//var sampler2DSHADOW globalShadow :  : _TMP17 : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 shadowCoord : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _ret_0;
vec4 _TMP2;
uniform sampler2D _baseMap1;
vec4 _TMP6;
vec4 _TMP10;
vec3 _c0011;
varying vec4 TEX0;
varying vec4 TEX1;
uniform sampler2DShadow _TMP16;
uniform sampler2DShadow _TMP17;

 // main procedure, the original name was main
void main()
{

    float _shade;

    _TMP6 = shadow2DProj(_TMP16, TEX1);
    _c0011 = TEX1.xyz/TEX1.w;
    _TMP10 = shadow2D(_TMP17, _c0011);
    _shade = _TMP6.x + _TMP10.x;
    _TMP2 = texture2D(_baseMap1, TEX0.xy);
    _ret_0 = _TMP2*_shade;
    gl_FragColor = _ret_0;
    return;
} // main end
