// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/lib_math.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.k
//semantic main.eta
//var float4 k :  : _k1 : 3 : 1
//var float eta :  : _eta1 : 4 : 1
//var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float3 n : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _TMP33;
vec4 _TMP32;
vec4 _TMP31;
vec4 _TMP58;
vec4 _TMP30;
bool _TMP29;
bool _TMP28;
float _TMP63;
float _TMP61;
float _TMP62;
float _TMP26;
float _TMP24;
float _TMP22;
float _TMP25;
vec3 _TMP23;
float _TMP57;
float _TMP60;
vec3 _TMP19;
vec3 _TMP18;
vec3 _TMP55;
float _TMP56;
float _TMP54;
float _TMP53;
float _TMP52;
float _TMP51;
float _TMP50;
vec4 _TMP16;
vec4 _TMP15;
vec4 _TMP14;
vec4 _TMP13;
vec4 _TMP49;
vec4 _TMP59;
vec4 _TMP48;
vec4 _TMP47;
float _TMP11;
float _TMP9;
float _TMP8;
float _TMP10;
float _TMP7;
float _TMP46;
float _TMP45;
float _TMP44;
float _TMP41;
float _TMP43;
float _TMP42;
vec4 _TMP5;
vec4 _TMP3;
vec4 _TMP1;
vec4 _TMP0;
vec4 _TMP4;
float _TMP40;
float _TMP39;
float _TMP38;
float _TMP37;
vec4 _TMP36;
vec4 _TMP35;
vec4 _TMP34;
uniform vec4 _k1;
uniform float _eta1;
vec4 _TMP72;
vec4 _c0079;
vec4 _a0081;
vec4 _x0089;
float _t30099;
float _t10099;
float _t00099;
float _t40099;
float _x0115;
float _x0123;
vec4 _TMP124;
vec4 _x0127;
vec4 _x0131;
vec4 _val0135;
vec4 _TMP142;
vec4 _TMP148;
float _cosi0165;
float _cost20165;
vec3 _t0165;
vec3 _a0167;
float _TMP178;
vec4 _v0179;
float _s0196;
float _c0196;
vec4 _TMP201;
vec4 _tmp0202;
bvec4 _a0212;
bvec4 _a0214;
vec4 _x0224;
varying vec4 TEX0;
varying vec4 TEX1;
varying vec4 TEX2;

 // main procedure, the original name was main
void main()
{

    vec4 _r;
    vec3 _nn;

    _TMP0 = TEX0 + _k1.x*(TEX1 - TEX0);
    _TMP1 = fract(TEX0);
    _TMP59 = min(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), TEX1);
    _TMP72 = max(vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00), _TMP59);
    _a0081 = TEX0/TEX1;
    _TMP34 = abs(_a0081);
    _TMP35 = fract(_TMP34);
    _TMP36 = abs(TEX1);
    _c0079 = _TMP35*_TMP36;
    _TMP3 = vec4(TEX0.x < 0.00000000E+00 ? (-_c0079).x : _c0079.x, TEX0.y < 0.00000000E+00 ? (-_c0079).y : _c0079.y, TEX0.z < 0.00000000E+00 ? (-_c0079).z : _c0079.z, TEX0.w < 0.00000000E+00 ? (-_c0079).w : _c0079.w);
    _TMP4 = abs(TEX0);
    _x0089 = _TMP4 + 1.00000000E+00;
    _TMP37 = inversesqrt(_x0089.x);
    _TMP38 = inversesqrt(_x0089.y);
    _TMP39 = inversesqrt(_x0089.z);
    _TMP40 = inversesqrt(_x0089.w);
    _TMP5 = vec4(_TMP37, _TMP38, _TMP39, _TMP40);
    _r = _TMP0 + _TMP1 + _TMP72 + _TMP3 + _TMP5;
    _t30099 = abs(TEX0.x);
    _t10099 = abs(TEX0.y);
    _t00099 = max(_t30099, _t10099);
    _t10099 = min(_t30099, _t10099);
    _t30099 = 1.00000000E+00/_t00099;
    _t30099 = _t10099*_t30099;
    _t40099 = _t30099*_t30099;
    _t00099 = -1.34804696E-02*_t40099 + 5.74773103E-02;
    _t00099 = _t00099*_t40099 - 1.21239103E-01;
    _t00099 = _t00099*_t40099 + 1.95635900E-01;
    _t00099 = _t00099*_t40099 - 3.32994610E-01;
    _t00099 = _t00099*_t40099 + 9.99995589E-01;
    _t30099 = _t00099*_t30099;
    _TMP42 = abs(TEX0.y);
    _TMP43 = abs(TEX0.x);
    if (_TMP42 > _TMP43) { // if begin
        _TMP41 = 1.57079601E+00 - _t30099;
    } else {
        _TMP41 = _t30099;
    } // end if
    if (TEX0.x < 0.00000000E+00) { // if begin
        _TMP44 = 3.14159298E+00 - _TMP41;
    } else {
        _TMP44 = _TMP41;
    } // end if
    if (TEX0.y < 0.00000000E+00) { // if begin
        _TMP45 = -_TMP44;
    } else {
        _TMP45 = _TMP44;
    } // end if
    _TMP7 = abs(TEX0.z);
    _x0115 = _TMP7 + 1.00000000E+00;
    _TMP46 = log2(_x0115);
    _TMP8 = _TMP46*3.01030010E-01;
    _TMP9 = exp2(TEX0.w);
    _TMP10 = abs(TEX1.x);
    _x0123 = _TMP10 + 1.00000000E+00;
    _TMP11 = log2(_x0123);
    _r.x = _r.x + _TMP45 + _TMP8 + _TMP9 + _TMP11;
    _x0127 = TEX0 + 5.00000000E-01;
    _TMP124 = floor(_x0127);
    _x0131 = -TEX1;
    _TMP47 = floor(_x0131);
    _TMP48 = floor(TEX1);
    _TMP13 = vec4(TEX1.x < 0.00000000E+00 ? (-_TMP47).x : _TMP48.x, TEX1.y < 0.00000000E+00 ? (-_TMP47).y : _TMP48.y, TEX1.z < 0.00000000E+00 ? (-_TMP47).z : _TMP48.z, TEX1.w < 0.00000000E+00 ? (-_TMP47).w : _TMP48.w);
    _val0135 = vec4(float((TEX0.x > 0.00000000E+00)), float((TEX0.y > 0.00000000E+00)), float((TEX0.z > 0.00000000E+00)), float((TEX0.w > 0.00000000E+00)));
    _TMP14 = _val0135 - vec4(float((TEX0.x < 0.00000000E+00)), float((TEX0.y < 0.00000000E+00)), float((TEX0.z < 0.00000000E+00)), float((TEX0.w < 0.00000000E+00)));
    _TMP15 = vec4(float((TEX1.x >= TEX0.x)), float((TEX1.y >= TEX0.y)), float((TEX1.z >= TEX0.z)), float((TEX1.w >= TEX0.w)));
    _TMP59 = min(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), TEX0);
    _TMP142 = max(vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00), _TMP59);
    _TMP16 = _TMP142*_TMP142*(vec4( 3.00000000E+00, 3.00000000E+00, 3.00000000E+00, 3.00000000E+00) - 2.00000000E+00*_TMP142);
    _TMP49 = min(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), TEX1);
    _TMP148 = max(vec4( -1.00000000E+00, -1.00000000E+00, -1.00000000E+00, -1.00000000E+00), _TMP49);
    _r = _r + _TMP124 + _TMP13 + _TMP14 + _TMP15 + _TMP16 + _TMP148;
    _TMP50 = dot(TEX2.xyz, TEX2.xyz);
    _TMP51 = inversesqrt(_TMP50);
    _nn = _TMP51*TEX2.xyz;
    _TMP52 = dot(_nn, TEX0.xyz);
    _TMP18 = TEX0.xyz - (2.00000000E+00*_nn)*_TMP52;
    _a0167 = -TEX0.xyz;
    _cosi0165 = dot(_a0167, _nn);
    _cost20165 = 1.00000000E+00 - _eta1*_eta1*(1.00000000E+00 - _cosi0165*_cosi0165);
    _TMP53 = abs(_cost20165);
    _TMP60 = inversesqrt(_TMP53);
    _TMP54 = 1.00000000E+00/_TMP60;
    _t0165 = _eta1*TEX0.xyz + (_eta1*_cosi0165 - _TMP54)*_nn;
    _TMP19 = _t0165*vec3(float((_cost20165 > 0.00000000E+00)), float((_cost20165 > 0.00000000E+00)), float((_cost20165 > 0.00000000E+00)));
    _TMP56 = dot(TEX0.xyz, TEX1.xyz);
    if (_TMP56 < 0.00000000E+00) { // if begin
        _TMP55 = _nn;
    } else {
        _TMP55 = -_nn;
    } // end if
    _r.xyz = _r.xyz + _TMP18 + _TMP19 + _TMP55;
    _v0179 = TEX1 - TEX0;
    _TMP57 = dot(_v0179, _v0179);
    _TMP60 = inversesqrt(_TMP57);
    _TMP178 = 1.00000000E+00/_TMP60;
    _TMP22 = length(TEX0.xyz);
    _TMP23 = TEX0.yzx*TEX1.zxy - TEX0.zxy*TEX1.yzx;
    _TMP24 = dot(_TMP23, _nn);
    _TMP25 = abs(TEX0.x);
    _TMP26 = pow(_TMP25, TEX1.y);
    _r.w = _r.w + _TMP178 + _TMP22 + _TMP24 + _TMP26;
    _s0196 = sin(TEX0.x);
    _c0196 = cos(TEX0.x);
    _r.xy = _r.xy + vec2(_s0196, _c0196);
    _tmp0202 = vec4(TEX0.x, TEX0.y, TEX1.z, TEX1.z);
    if (_tmp0202.x > 0.00000000E+00) { // if begin
        _TMP62 = max(0.00000000E+00, _tmp0202.y);
        _TMP61 = pow(_TMP62, _tmp0202.z);
    } else {
        _TMP61 = 0.00000000E+00;
    } // end if
    _TMP63 = max(0.00000000E+00, _tmp0202.x);
    _TMP201 = vec4(1.00000000E+00, _TMP63, _TMP61, 1.00000000E+00);
    _r = _r + _TMP201;
    _a0212 = bvec4(TEX0.x > 0.00000000E+00, TEX0.y > 0.00000000E+00, TEX0.z > 0.00000000E+00, TEX0.w > 0.00000000E+00);
    _TMP28 = _a0212.x && _a0212.y && _a0212.z && _a0212.w;
    _a0214 = bvec4(TEX1.x < 0.00000000E+00, TEX1.y < 0.00000000E+00, TEX1.z < 0.00000000E+00, TEX1.w < 0.00000000E+00);
    _TMP29 = _a0214.x || _a0214.y || _a0214.z || _a0214.w;
    if (_TMP28 || _TMP29) { // if begin
        _TMP30 = max(TEX0, TEX1);
        _TMP31 = min(_r, _TMP30);
        _TMP32 = floor(TEX0);
        _x0224 = -TEX1;
        _TMP58 = floor(_x0224);
        _TMP33 = -_TMP58;
        _r = _TMP31 + _TMP32 + _TMP33;
    } // end if
    gl_FragColor = _r;
    return;
} // main end
